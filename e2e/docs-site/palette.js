/* global document */
// The palette toggle of MkDocs Material, reduced to what a host page's embed sees: the body's
// data-md-color-scheme switches between "default" and "slate" (Material's light and dark).
document.getElementById('palette').addEventListener('click', (event) => {
  const dark = document.body.getAttribute('data-md-color-scheme') !== 'slate';
  document.body.setAttribute('data-md-color-scheme', dark ? 'slate' : 'default');
  event.currentTarget.textContent = dark ? 'Switch to light mode' : 'Switch to dark mode';
});
