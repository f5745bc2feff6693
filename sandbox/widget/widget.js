/*
 * The sandbox's own captcha widget, served as /__sandbox/widget/<vendor>/api.js in place of the vendor's
 * script. It installs the vendor's global with the subset of its interface the storefront uses
 * (Turnstile and hCaptcha: render, reset, remove, getResponse; Geetest 4: initGeetest4 with appendTo,
 * onReady, onSuccess, onError, onClose, getValidate, reset, destroy). Solving it is one click: the
 * sandbox issues a single-use token (POST /__sandbox/widget/<vendor>/solve with the site key) that the
 * task check then verifies. Plain ES2020 without modules, like a vendor script; XMLHttpRequest with a
 * text/plain body, so it works cross-origin without a preflight (jsdom has no fetch on its window).
 */

// biome-ignore lint/correctness/noUnusedVariables: called by the line the sandbox appends when serving the script
function installSandboxWidget(vendor, currentScript) {
  const base = new URL(currentScript ? currentScript.src : '/', window.location.href).origin;
  const NAMES = { cfTurnstile: 'Turnstile', hcaptcha: 'hCaptcha', geetest: 'Geetest' };
  const widgets = {};
  let nextId = 1;

  function solve(siteKey, done) {
    const request = new XMLHttpRequest();
    request.open('POST', `${base}/__sandbox/widget/${vendor}/solve`);
    request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    request.onload = () => {
      let body = null;
      try {
        body = JSON.parse(request.responseText);
      } catch (_error) {
        body = null;
      }
      if (request.status === 200 && body) done(null, body);
      else done(String(request.status || 'network'), null);
    };
    request.onerror = () => {
      done('network', null);
    };
    request.send(JSON.stringify({ siteKey: siteKey }));
  }

  /** One widget: a checkbox-like button; a click solves it, its answer goes to `onAnswer`. */
  function mount(element, siteKey, hooks) {
    const id = `sandbox-${vendor}-${nextId++}`;
    const box = document.createElement('div');
    box.className = 'sandbox-captcha';
    box.setAttribute('data-vendor', vendor);
    box.setAttribute('data-widget-id', id);
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('role', 'checkbox');
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    const brand = document.createElement('small');
    brand.textContent = `Sandbox ${NAMES[vendor]}`;
    box.appendChild(button);
    box.appendChild(status);
    box.appendChild(brand);
    element.appendChild(box);

    const widget = { id: id, box: box, answer: null };
    function show(state) {
      box.setAttribute('data-state', state);
      button.setAttribute('aria-checked', state === 'solved' ? 'true' : 'false');
      button.disabled = state === 'verifying' || state === 'solved';
      button.textContent = state === 'solved' ? 'Verified' : 'Verify you are human';
      status.textContent = state === 'verifying' ? 'Verifying…' : state === 'error' ? 'Verification failed' : '';
    }
    widget.reset = () => {
      widget.answer = null;
      show('ready');
    };
    button.addEventListener('click', () => {
      show('verifying');
      solve(siteKey, (code, answer) => {
        if (!widgets[id]) return; // removed while the request was out
        if (code) {
          show('error');
          hooks.onError(code);
          return;
        }
        widget.answer = answer;
        show('solved');
        hooks.onAnswer(answer);
      });
    });
    show('ready');
    widgets[id] = widget;
    return widget;
  }

  function find(id) {
    if (id === undefined) {
      const ids = Object.keys(widgets);
      return widgets[ids[ids.length - 1]];
    }
    return widgets[id];
  }

  function remove(id) {
    const widget = find(id);
    if (!widget) return;
    delete widgets[widget.id];
    if (widget.box.parentNode) widget.box.parentNode.removeChild(widget.box);
  }

  function resolveElement(container) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error(`sandbox ${vendor}: no element to render into`);
    return element;
  }

  if (vendor === 'geetest') {
    window.initGeetest4 = (config, handler) => {
      const hooks = { ready: [], success: [], error: [], close: [] };
      let widget = null;
      function emit(name, value) {
        for (let i = 0; i < hooks[name].length; i++) hooks[name][i](value);
      }
      const captcha = {
        appendTo: (container) => {
          widget = mount(resolveElement(container), config.captchaId, {
            onAnswer: () => {
              emit('success');
            },
            onError: (code) => {
              emit('error', { code: code, msg: 'sandbox geetest failed' });
            },
          });
          // Shows the product and risk type it was initialised with, as Geetest's own widget differs by them.
          widget.box.setAttribute('data-product', String(config.product));
          widget.box.querySelector('small').textContent += ` (${config.product}, ${config.riskType || 'default'})`;
          setTimeout(() => {
            emit('ready');
          }, 0);
          return captcha;
        },
        onReady: (fn) => {
          hooks.ready.push(fn);
          return captcha;
        },
        onSuccess: (fn) => {
          hooks.success.push(fn);
          return captcha;
        },
        onError: (fn) => {
          hooks.error.push(fn);
          return captcha;
        },
        onClose: (fn) => {
          hooks.close.push(fn);
          return captcha;
        },
        getValidate: () => widget?.answer,
        reset: () => {
          if (widget) widget.reset();
        },
        showCaptcha: () => {
          if (widget) widget.box.querySelector('button').focus();
        },
        destroy: () => {
          if (widget) remove(widget.id);
          widget = null;
        },
      };
      handler(captcha);
    };
    return;
  }

  const api = {
    render: (container, options) => {
      const widget = mount(resolveElement(container), options.sitekey, {
        onAnswer: (answer) => {
          if (options.callback) options.callback(answer.token);
        },
        onError: (code) => {
          if (options['error-callback']) options['error-callback'](code);
        },
      });
      return widget.id;
    },
    reset: (id) => {
      const widget = find(id);
      if (widget) widget.reset();
    },
    remove: remove,
    getResponse: (id) => {
      const widget = find(id);
      return widget?.answer ? widget.answer.token : undefined;
    },
    ready: (fn) => {
      fn();
    },
  };
  if (vendor === 'cfTurnstile') window.turnstile = api;
  else window.hcaptcha = api;
}
