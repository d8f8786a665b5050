# The two commands: `make serve` and `make test` (see README.md).
# Everything is installed here, pinned: Python packages into .venv
# (requirements.txt), Pyodide from npm (package-lock.json), the pure wheels
# served next to Pyodide (requirements-pyodide.txt).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
PORT   ?= 8000
NODE   ?= node
export NO_MKDOCS_2_WARNING := 1

WHEELS_PYODIDE := build/pyodide-wheels
DIST           := build/pyodide-dist
RULES_SOURCES  := $(shell find rules_py -name '*.py' -o -name 'py.typed') pyproject.toml README.md

.PHONY: all install build serve test test-cpython test-pyodide test-browser bench wheel clean

all: build

install: $(VENV)/.installed node_modules/.installed $(WHEELS_PYODIDE)/.installed

# rules_py itself goes in editable (flit_core's PEP 660 hook, no build
# isolation), so `.venv/bin/jupyter lab notebooks/` and any script run with
# .venv/bin/python import this checkout's package from anywhere.
$(VENV)/.installed: requirements.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --disable-pip-version-check -r requirements.txt
	$(PIP) install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Pure wheels for Pyodide (its platform tag, so pip picks what Pyodide runs).
$(WHEELS_PYODIDE)/.installed: requirements-pyodide.txt $(VENV)/.installed
	rm -rf $(WHEELS_PYODIDE)
	$(PIP) download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
	  --python-version 3.14 --implementation cp --platform pyemscripten_2026_0_wasm32 \
	  -r requirements-pyodide.txt -d $(WHEELS_PYODIDE)
	touch $@

# The rules_py wheel (flit_core, no build isolation: nothing to download).
wheel: dist/.built
dist/.built: $(RULES_SOURCES) $(VENV)/.installed
	rm -rf dist
	$(PY) -m flit_core.wheel --outdir dist .
	touch $@

# The JupyterLite kernel's own wheels (shipped by jupyterlite-pyodide-kernel):
# in our lock, lite/jupyter-lite.json preloads them with everything else in
# one loadPackage step instead of installing them one by one through micropip.
KERNEL_WHEELS = $(VENV)/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi
KERNEL_WHEEL_FILES = $(KERNEL_WHEELS)/piplite-*.whl $(KERNEL_WHEELS)/pyodide_kernel-*.whl $(KERNEL_WHEELS)/ipykernel-*.whl

# Pyodide runtime + wheels + our own pyodide-lock.json, copied into site/pyodide.
$(DIST)/pyodide-lock.json: dist/.built $(WHEELS_PYODIDE)/.installed node_modules/.installed scripts/pyodide_dist.py scripts/pyodide_pyc.mjs
	$(PY) scripts/pyodide_dist.py $(DIST) dist/rules_py-*.whl $(WHEELS_PYODIDE)/*.whl $(KERNEL_WHEEL_FILES)

# The page worker's Pyodide memory snapshot, made from this build's wheel
# (scripts/make_snapshot.mjs). Optional: when it cannot be made, the build
# goes on with a warning and the pages boot Pyodide the normal way.
build/.snapshot: $(DIST)/pyodide-lock.json scripts/make_snapshot.mjs
	$(NODE) scripts/make_snapshot.mjs $(DIST) || echo "WARNING: no Pyodide memory snapshot; pages will boot without it"
	touch $@

# The notebooks' kernel snapshot (IPython, jedi, rules_py imported), restored
# by lite/kernel-pyodide.mjs. Optional in the same way.
build/.kernel-snapshot: $(DIST)/pyodide-lock.json scripts/make_snapshot.mjs lite/jupyter-lite.json $(wildcard notebooks/*.ipynb)
	$(NODE) scripts/make_snapshot.mjs --kernel $(DIST) lite/jupyter-lite.json || echo "WARNING: no kernel memory snapshot; notebooks will start without it"
	touch $@

build: install $(DIST)/pyodide-lock.json build/.snapshot build/.kernel-snapshot
	$(PY) -m mkdocs build --strict --clean

serve: build
	@echo "Serving on http://127.0.0.1:$(PORT)/ (Ctrl+C stops)"
	$(PY) scripts/serve.py site --port $(PORT)

test: build test-cpython test-pyodide test-browser

test-cpython: install
	$(PY) -m pytest -q -m "not browser" --ignore=tests/browser --ignore=tests/pyodide tests

test-pyodide: build
	$(NODE) tests/pyodide/run.mjs

test-browser: build
	$(PY) -m pytest -q -m browser tests/browser

bench: build
	$(PY) bench/_runner.py

clean:
	rm -rf site build dist lite/.jupyterlite.doit.db
