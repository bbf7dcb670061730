"""The baseline launcher: a fresh ``python -I`` with resource limits set by ``prlimit``.

Isolation here is a separate process, a private scratch directory as working directory, a minimal
environment, a new session (process group) and rlimits. It does not hide the filesystem or the
network; the bubblewrap launcher does.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


class PlainLauncher:
    name = "plain"

    def __init__(self, python: str | None = None):
        self.python = python or sys.executable
        self.prlimit = shutil.which("prlimit")

    def protections(self) -> dict[str, bool]:
        return {"separate_process": True, "rlimits": bool(self.prlimit), "clean_environment": True,
                "filesystem_hidden": False, "network_blocked": False, "unprivileged_uid": False}

    def child_home(self, scratch: str) -> str:
        return scratch

    def argv(self, child: Path, req_fd: int, res_fd: int, scratch: str, limits) -> list[str]:
        cmd = [self.python, "-I", str(child), str(req_fd), str(res_fd)]
        if self.prlimit:
            cmd = [self.prlimit, f"--as={limits.memory_bytes}", f"--cpu={limits.cpu_s}",
                   f"--fsize={limits.fsize_bytes}", f"--nofile={limits.nofile}", f"--core=0", "--"] + cmd
        return cmd

    def cleanup(self, pid: int) -> None:
        return None
