// Loaded before Decap: Decap starts only when admin/session.js has asked the site's server who is
// signed in (signed out, the page goes to the office's sign-in instead and Decap never starts).
window.CMS_MANUAL_INIT = true;
