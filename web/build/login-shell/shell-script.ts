import { createHash } from 'node:crypto';

/** The `<template>` in the built index.html holding /login's pre-rendered markup (Persian, a first visit's texts). */
export const loginShellTemplateId = 'login-shell';

/**
 * Runs while the HTML is parsed, before any JavaScript file arrives: copies the sign-in shell into #root only where the
 * app's first screen will be exactly it — /login, no session (no refresh token), Persian (the stored choice, else the
 * default), and no stored Persian map whose texts for the screen differ from the bundled ones (the template's
 * data-texts). Anything else (English, a signed-in user, edited texts, storage that cannot be read) leaves #root
 * empty, as before. The shell's form does not submit; the last button pressed is noted (its index), and React's
 * screen presses it again (features/auth/login-shell-handoff.ts). The storage keys are SPEC §3's and
 * translation-storage.ts's. A constant, so the Content-Security-Policy can allow it by its hash.
 */
export const loginShellScript = `(function () {
  try {
    var s = localStorage;
    var lang = s.getItem('lang') || 'fa';
    if (!/^\\/login\\/?$/.test(location.pathname) || s.getItem('refreshToken') || lang !== 'fa') return;
    var shell = document.getElementById('${loginShellTemplateId}');
    var root = document.getElementById('root');
    var texts = JSON.parse(shell.getAttribute('data-texts'));
    var map = (s.getItem('translations-lang') || s.getItem('lang')) === 'fa' ? JSON.parse(s.getItem('translations') || 'null') : null;
    for (var key in texts) if (map && typeof map[key] === 'string' && map[key] !== texts[key]) return;
    root.appendChild(shell.content.cloneNode(true));
    root.setAttribute('data-shell', 'login');
    root.addEventListener('submit', function (event) { event.preventDefault(); });
    root.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (button) root.setAttribute('data-shell-pressed', [].indexOf.call(root.querySelectorAll('button'), button));
    });
  } catch (error) {}
})();`;

/** The CSP source allowing exactly that inline script. */
export const loginShellScriptSource = `'sha256-${createHash('sha256').update(loginShellScript).digest('base64')}'`;
