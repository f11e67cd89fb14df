// Knight of Twilight in the browser: a thin page over the JSON endpoints (README: "Play in a web browser").
'use strict';

const TEXTS = {
  en: {
    title: 'Knight of Twilight', party: 'Party', level: 'Level', seed: 'Seed', start: 'New game',
    warriorWithSoldiers: 'Rin, a Warrior with 3 Soldiers and a Lamplighter', strength: 'A lone Warrior (Strength)',
    dexterity: 'A lone Thief (Dexterity)', sorcery: 'A lone Sorcerer (Sorcery)', divinity: 'A lone Priest (Divinity)',
    save: 'Save to a file', load: 'Load from a file', room: 'Room', odds: 'Odds of this fight',
    oddsNone: 'No fight now.', oddsTooLarge: 'This fight is too large to compute here.',
    win: 'win', death: 'death', escape: 'escape', unending: 'never ends', bestPlay: 'with best play',
    steps: 'Actions taken', log: 'What happened', life: 'Life', technique: 'Technique', gold: 'Gold',
    rations: 'Rations', hands: 'Holds', armour: 'Wears', carried: 'Carries', nothing: 'nothing',
    noRoom: 'Between rooms', language: '日本語', theEnd: 'The end',
    tooBig: 'That file is too big to be a snapshot.'
  },
  ja: {
    title: '黄昏の騎士', party: 'パーティ', level: 'レベル', seed: 'シード', start: '新しいゲーム',
    warriorWithSoldiers: 'リン(戦士)と兵士3人、ランプ持ち1人', strength: '戦士ひとり(筋力点)',
    dexterity: '盗賊ひとり(器用点)', sorcery: '魔術師ひとり(魔術点)', divinity: '僧侶ひとり(幸運点)',
    save: 'ファイルに保存', load: 'ファイルから読み込む', room: '部屋', odds: 'この戦闘の勝算',
    oddsNone: '戦闘中ではありません。', oddsTooLarge: 'この戦闘は大きすぎてここでは計算できません。',
    win: '勝利', death: '死亡', escape: '逃走', unending: '終わらない', bestPlay: '最善の手で',
    steps: '行動数', log: '出来事', life: '生命点', technique: '技量点', gold: '金貨', rations: '食料',
    hands: '手に持つもの', armour: '鎧', carried: '持ち物', nothing: 'なし',
    noRoom: '部屋の間', language: 'English', theEnd: '冒険の終わり',
    tooBig: 'このファイルはスナップショットにしては大きすぎます。'
  }
};
const MAX_UPLOAD = 1000000;

let lang = localStorage.getItem('lang') === 'ja' ? 'ja' : 'en';
let view = null;

const $ = (id) => document.getElementById(id);
const t = (key) => TEXTS[lang][key];

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  Object.entries(attrs || {}).forEach(([k, v]) => { if (k === 'class') e.className = v; else e.setAttribute(k, v); });
  children.forEach((c) => e.append(c));
  return e;
}

async function call(method, path, body) {
  const response = await fetch(path, { method, body, headers: body ? { 'Content-Type': 'application/json' } : {} });
  const json = await response.json();
  if (!response.ok) throw new Error((lang === 'ja' && json.ja) || json.message || response.statusText);
  return json;
}

function showError(message) {
  $('error').textContent = message;
  $('error').hidden = !message;
}

async function run(task) {
  document.querySelectorAll('#actions button').forEach((b) => { b.disabled = true; });
  try {
    showError('');
    await task();
  } catch (e) {
    showError(e.message);
    if (view) render(view);
  }
}

function gameIdFromHash() {
  const m = /game=([0-9a-f]{16})/.exec(location.hash);
  return m ? m[1] : null;
}

function show(next) {
  view = next;
  if (gameIdFromHash() !== view.id) history.replaceState(null, '', '#game=' + view.id);
  render(view);
}

function translate() {
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-t]').forEach((e) => { e.textContent = t(e.dataset.t); });
  $('lang').textContent = t('language');
  $('lang').lang = lang === 'en' ? 'ja' : 'en';
  document.title = t('title');
}

// The view's texts in the language shown: names instead of ids, the server's words (WebText).
function render(v) {
  translate();
  const x = v.texts[lang];
  $('game').hidden = false;
  const s = v.summary;
  document.body.dataset.game = v.id;
  document.body.dataset.steps = s.steps;
  $('steps').textContent = s.steps;
  $('save').hidden = false;
  $('save').href = 'api/games/' + v.id + '/snapshot';

  $('heroes').replaceChildren(...s.heroes.map((h, i) => hero(h, x.heroes[i])));
  $('followers').textContent = x.followers;

  $('room').textContent = x.room || t('noRoom');
  $('enemies').replaceChildren(...s.enemies.map((e, i) => el('li',
    { class: e.active ? 'enemy' : 'enemy out', 'data-enemy': e.id }, x.enemies[i])));
  $('odds-text').textContent = oddsText(v.odds);
  $('odds').className = v.odds && v.odds.computed ? 'computed' : 'pending';

  const d = v.decision;
  $('prompt').textContent = x.prompt || '';
  $('actions').replaceChildren(...(d ? d.legal : []).map((a, i) => {
    const b = el('button', { type: 'button', class: 'action', 'data-action': a.action, title: a.action }, x.labels[i]);
    b.addEventListener('click', () => run(async () => show(await call('POST', 'api/games/' + v.id + '/actions',
      JSON.stringify({ action: a.action })))));
    return b;
  }));
  const o = $('outcome');
  o.hidden = !v.outcome;
  o.className = v.outcome ? (v.outcome.victory ? 'victory' : 'defeat') : '';
  o.textContent = v.outcome ? t('theEnd') + ': ' + x.outcome : '';

  $('log').replaceChildren(...v.log.map(turn));
  $('log').scrollTop = $('log').scrollHeight;
}

// The exact odds of the fight under way under best play (WebOdds), or why there are none.
function oddsText(o) {
  if (o === null) return t('oddsNone');
  if (!o.computed) return t('oddsTooLarge');
  const pct = (x) => (100 * x).toFixed(1) + '%';
  const parts = ['win', 'death', 'escape'].map((k) => t(k) + ' ' + pct(o[k]));
  if (o.unending > 0) parts.push(t('unending') + ' ' + pct(o.unending));
  return t('bestPlay') + ': ' + parts.join(', ');
}

function hero(h, shown) {
  const items = (list) => (list.length ? list.join(lang === 'ja' ? '、' : ', ') : t('nothing'));
  const pct = Math.max(0, Math.round((100 * h.life) / h.maxLife));
  const row = (k, val) => [el('dt', {}, k), el('dd', {}, String(val))];
  return el('div', { class: 'hero', 'data-hero': h.id },
    el('div', { class: 'name' }, shown.name),
    el('div', {}, t('life') + ' ' + h.life + '/' + h.maxLife + ' ',
      el('span', { class: 'life' }, el('span', { style: 'width:' + pct + '%' }))),
    el('dl', {}, ...row(t('technique'), h.technique), ...row(shown.subAttribute, h.subAttributeValue),
      ...row(t('gold'), h.gold), ...row(t('rations'), h.rations),
      ...row(t('hands'), items(shown.hands)), ...row(t('armour'), shown.armour || t('nothing')),
      ...row(t('carried'), items(shown.carried))));
}

function turn(entry) {
  const events = entry.events.map((e) => {
    const told = e[lang];
    const prefix = '[' + e.rule + '] ';
    return told.startsWith(prefix)
      ? el('li', { class: 'event' }, el('span', { class: 'rule' }, '[' + e.rule + ']'), ' ' + told.slice(prefix.length))
      : el('li', { class: 'event' }, told);
  });
  const label = typeof entry.label === 'string' ? entry.label : entry.label[lang];
  return el('li', { class: 'turn' }, el('div', { class: 'action', 'data-action': entry.action }, label + ' ',
    el('code', {}, entry.action)), el('ul', {}, ...events));
}

$('new-game').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const seed = Number($('seed').value || 1);
  const level = Number($('level').value || 10);
  run(async () => show(await call('POST', 'api/games',
    JSON.stringify({ party: $('party').value, level, seed }))));
});

function levelApplies() {
  $('level').disabled = $('party').value === 'warrior-with-soldiers'; // that party is always the same
}
$('party').addEventListener('change', levelApplies);

$('load').addEventListener('change', () => {
  const file = $('load').files[0];
  if (!file) return;
  if (file.size > MAX_UPLOAD) { showError(t('tooBig')); return; }
  run(async () => show(await call('POST', 'api/games/load', await file.text())));
  $('load').value = '';
});

$('lang').addEventListener('click', () => {
  lang = lang === 'en' ? 'ja' : 'en';
  localStorage.setItem('lang', lang);
  if (view) render(view); else translate();
});

translate();
levelApplies();
const resumed = gameIdFromHash();
if (resumed) run(async () => show(await call('GET', 'api/games/' + resumed)));
