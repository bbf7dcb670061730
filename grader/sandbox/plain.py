"""The fallback launcher: a fresh ``python -I -S`` with resource limits set by ``prlimit``.

Isolation here is a separate process, a private scratch directory as working directory, a minimal
environment, a new session (process group), rlimits, a seccomp filter (no sockets, no new
processes, no signals to other processes) and a *strict* audit hook that refuses file access outside
the scratch directory and the interpreter's own files. It does **not** hide the filesystem, drop
privileges or give the child its own network and pid namespaces: the audit hook is a tripwire, not a
boundary. ``python -m grader doctor`` says so, and ``Report.sandbox`` is ``"plain"``.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile

from .base import CHILD_PATH, PopenChild, child_env, close_quietly, make_pipes, popen, runtime


class _PlainLease:
    def __init__(self, launcher: "PlainLauncher"):
        self.launcher = launcher

    def start(self, limits) -> PopenChild:
        return self.launcher.start(limits)

    def release(self) -> None:
        return None


class PlainLauncher:
    name = "plain"

    def __init__(self, python: str | None = None, seccomp: bool = True):
        self.seccomp = seccomp
        self.runtime = runtime()
        self.python = python or self.runtime.executable
        self.prlimit = shutil.which("prlimit")

    def protections(self) -> dict[str, bool]:
        return {"separate_process": True, "rlimits": True, "clean_environment": True,
                "seccomp": True, "audit_hook_strict": True, "filesystem_hidden": False,
                "network_namespace": False, "pid_namespace": False, "unprivileged_uid": False}

    def lease(self) -> _PlainLease:
        return _PlainLease(self)

    def sandbox_cfg(self, scratch: str) -> dict:
        rt = self.runtime
        reads = list(rt.stdlib_dirs) + list(rt.numpy_dirs)
        return {"seccomp": self.seccomp, "strict_fs": True, "read_paths": reads, "write_paths": [scratch]}

    def argv(self, req_fd: int, res_fd: int, limits) -> list[str]:
        cmd = [self.python, "-I", "-S", str(CHILD_PATH), "serve", str(req_fd), str(res_fd), self.runtime.numpy_site]
        if self.prlimit:
            # Outer bounds; the child tightens them itself (memory on top of what numpy maps, CPU per call).
            cmd = [self.prlimit, f"--as={limits.memory_bytes + (512 << 20)}", f"--cpu={limits.cpu_s + 2}",
                   f"--fsize={limits.fsize_bytes}", f"--nofile={max(limits.nofile, 16)}", "--core=0", "--"] + cmd
        return cmd

    def start(self, limits) -> PopenChild:
        scratch = tempfile.TemporaryDirectory(prefix="dojo-run-")
        (req_r, req_w), (res_r, res_w), (out_r, out_w) = make_pipes()
        try:
            proc = popen(self.argv(req_r, res_w, limits), stdin=subprocess.DEVNULL, stdout=out_w, stderr=out_w,
                         cwd=scratch.name, env=child_env(scratch.name), pass_fds=(req_r, res_w),
                         start_new_session=True, close_fds=True)
        except BaseException:
            close_quietly(req_r, req_w, res_r, res_w, out_r, out_w)
            scratch.cleanup()
            raise
        close_quietly(req_r, res_w, out_w)
        return PopenChild(proc, req_w, res_r, out_r, self.sandbox_cfg(scratch.name), on_kill=scratch.cleanup)
