// A worker a rendered page's starter starts first thing (the server's web-app plugin). The first
// number formatter a page makes reads ICU's locale data: 100-200 ms of the main thread on a
// slow phone, which every page pays for its first price or plural. The data read is the renderer's,
// shared by its threads, so made here the app's first formatter costs the main thread nothing.
new Intl.NumberFormat('en-IN');
close();
