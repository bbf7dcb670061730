"""Run a submission in its own process and call its function, one call at a time.

A :class:`Session` owns one child process (``grader/child.py``) that has loaded the learner's
source. Each :meth:`Session.call` sends the inputs of one call and waits, with a wall-clock
deadline, for the child's answer. Whatever goes wrong — an exception, a timeout, a crash, an
output flood, garbage on the channel — comes back as a :class:`CallOutcome`, never as an
exception in the grader. After a timeout or crash the next call starts a fresh child, so every
case runs even when an earlier one broke.

How the child is isolated is the launcher's business (:mod:`grader.sandbox`); this module only
speaks the protocol and enforces the wall-clock, output and total-time limits.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from . import protocol
from .child import encode_frame, npy_bytes

CHILD_PATH = Path(__file__).resolve().parent / "child.py"


@dataclass(frozen=True)
class Limits:
    """Per-submission limits. Times in seconds, sizes in bytes."""

    wall_s_per_call: float = 3.0
    wall_s_load: float = 5.0
    wall_s_total: float = 30.0
    cpu_s: int = 30
    memory_bytes: int = 1 << 30
    max_output_bytes: int = 16 << 20
    max_stdout_bytes: int = 1 << 20
    max_source_bytes: int = 256 << 10
    nproc: int = 64
    nofile: int = 64
    fsize_bytes: int = 16 << 20


@dataclass
class CallOutcome:
    """What became of one call.

    ``status``: ok | exception | memory | timeout | crashed | output_limit | invalid_output |
    bad_result | syntax_error | import_error | missing_function | total_time | source_too_large.
    """

    status: str
    outputs: list[Any] = field(default_factory=list)  # ndarrays, or dicts describing non-arrays
    container: str = "single"
    length: int = 1
    exc: dict | None = None
    stdout: str = ""
    elapsed_s: float = 0.0
    inputs_modified: list[str] = field(default_factory=list)
    detail: str = ""


def _minimal_env(scratch: str) -> dict[str, str]:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": scratch,
        "TMPDIR": scratch,
        "LANG": "C.UTF-8",
        "PYTHONHASHSEED": "0",
        "PYTHONDONTWRITEBYTECODE": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
    }
    # Older OpenBLAS builds compute wrong results on some CPUs unless these are kept.
    for key in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
        if key in os.environ:
            env[key] = os.environ[key]
    return env


class Session:
    """One submission's process, loaded once, called many times (restarted after a failure)."""

    def __init__(self, source: bytes, function: str, *, limits: Limits | None = None,
                 banned: tuple[str, ...] = (), launcher=None):
        from .sandbox import default_launcher

        self.source = source
        self.function = function
        self.limits = limits or Limits()
        self.banned = list(banned)
        self.launcher = launcher or default_launcher()
        self.proc: subprocess.Popen | None = None
        self.scratch: tempfile.TemporaryDirectory | None = None
        self.started = time.monotonic()
        self.load_outcome: CallOutcome | None = None
        self._stdout_total = 0
        self._stdout_keep = bytearray()

    # -------------------------------------------------------------- process management

    def _start(self) -> CallOutcome:
        self.scratch = tempfile.TemporaryDirectory(prefix="dojo-run-")
        req_r, req_w = os.pipe()
        res_r, res_w = os.pipe()
        argv = self.launcher.argv(CHILD_PATH, req_r, res_w, self.scratch.name, self.limits)
        env = _minimal_env(self.launcher.child_home(self.scratch.name))
        try:
            self.proc = subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                cwd=self.scratch.name, env=env, pass_fds=(req_r, res_w), start_new_session=True,
                close_fds=True,
            )
        finally:
            os.close(req_r)
            os.close(res_w)
        self._req = req_w
        self._reader = protocol.FrameReader(res_r, self.limits.max_output_bytes)
        self._out_fd = self.proc.stdout.fileno()
        os.set_blocking(self._out_fd, False)
        self._stdout_total = 0
        self._stdout_keep = bytearray()
        init = {"type": "init", "function": self.function, "banned": self.banned,
                "max_output_bytes": self.limits.max_output_bytes,
                "limits": {"memory": self.limits.memory_bytes, "cpu": self.limits.cpu_s,
                           "nproc": self.limits.nproc, "nofile": self.limits.nofile,
                           "fsize": self.limits.fsize_bytes}}
        sent = self._send(encode_frame(init, [self.source]))
        if not sent:
            return self._failure("crashed", "the submission's process ended before it could start")
        outcome = self._receive(self.limits.wall_s_load, loading=True)
        return outcome

    def _send(self, data: bytes) -> bool:
        try:
            view = memoryview(data)
            deadline = time.monotonic() + 5
            os.set_blocking(self._req, False)
            while view:
                if time.monotonic() > deadline:
                    return False
                try:
                    n = os.write(self._req, view)
                    view = view[n:]
                except BlockingIOError:
                    self._drain_stdout()
                    time.sleep(0.001)
            return True
        except (BrokenPipeError, OSError):
            return False

    def _drain_stdout(self) -> None:
        if self.proc is None:
            return
        try:
            while True:
                chunk = os.read(self._out_fd, 1 << 16)
                if not chunk:
                    return
                self._stdout_total += len(chunk)
                room = 8192 - len(self._stdout_keep)
                if room > 0:
                    self._stdout_keep += chunk[:room]
                if self._stdout_total > self.limits.max_stdout_bytes:
                    raise protocol.OutputTooLarge(
                        f"the submission printed more than {self.limits.max_stdout_bytes // 1024} KiB")
        except (BlockingIOError, ValueError, OSError):
            return

    def _kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            try:
                proc.kill()
            except ProcessLookupError:
                pass
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            for f in (proc.stdout,):
                try:
                    f.close()
                except Exception:
                    pass
            self.launcher.cleanup(proc.pid)
        for fd in (getattr(self, "_req", None), getattr(getattr(self, "_reader", None), "fd", None)):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._req = None
        if getattr(self, "_reader", None) is not None:
            self._reader.fd = None
        if self.scratch is not None:
            try:
                self.scratch.cleanup()
            except Exception:
                pass
            self.scratch = None

    def _failure(self, status: str, detail: str) -> CallOutcome:
        self._kill()
        return CallOutcome(status=status, detail=detail)

    def _crash_detail(self) -> tuple[str, str]:
        proc = self.proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                code = None
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            if name == "SIGXCPU":
                return "timeout", "the submission used up its CPU time (SIGXCPU)"
            if name == "SIGXFSZ":
                return "output_limit", "the submission wrote a file larger than allowed (SIGXFSZ)"
            return "crashed", f"the submission's process was killed by {name}"
        if code is not None:
            return "crashed", f"the submission's process exited with code {code} (sys.exit or os._exit?)"
        return "crashed", "the submission's process stopped answering"

    def _receive(self, timeout: float, loading: bool = False) -> CallOutcome:
        deadline = min(time.monotonic() + timeout, self.started + self.limits.wall_s_total + 1)
        try:
            header, blobs = self._reader.read(deadline, on_idle=self._drain_stdout)
        except protocol.ChannelTimeout:
            total = time.monotonic() >= self.started + self.limits.wall_s_total
            limit = self.limits.wall_s_total if total else timeout
            what = "the whole submission" if total else ("loading your file" if loading else "this call")
            return self._failure("total_time" if total else "timeout",
                                 f"{what} took longer than {limit:g} s")
        except protocol.OutputTooLarge as exc:
            return self._failure("output_limit", str(exc))
        except protocol.ChannelClosed:
            self._drain_stdout_safely()
            status, detail = self._crash_detail()
            return self._failure(status, detail)
        except protocol.ChannelError as exc:
            return self._failure("invalid_output", f"unreadable result: {exc}")
        return self._parse(header, blobs, loading)

    def _drain_stdout_safely(self) -> None:
        try:
            self._drain_stdout()
        except protocol.OutputTooLarge:
            pass

    def _parse(self, header: dict, blobs: list[bytes], loading: bool) -> CallOutcome:
        expected = "loaded" if loading else "result"
        if header.get("type") != expected:
            return self._failure("invalid_output", f"unexpected message {str(header.get('type'))[:40]!r}")
        status = str(header.get("status", ""))
        out = CallOutcome(status=status, exc=header.get("exc") if isinstance(header.get("exc"), dict) else None,
                          stdout=str(header.get("stdout", ""))[:8192])
        if loading:
            if status != "ok":
                self._kill()
            return out
        try:
            out.elapsed_s = float(header.get("elapsed", 0.0))
            out.inputs_modified = [str(n) for n in header.get("inputs_modified", [])][:16]
            if status == "ok":
                res = header["result"]
                out.container = str(res.get("container", "single"))
                out.length = int(res.get("length", 1))
                for item in res.get("items", []):
                    kind = item.get("kind")
                    if kind in ("array", "scalar"):
                        arr = protocol.decode_npy(blobs[int(item["npy"])], self.limits.max_output_bytes)
                        out.outputs.append(arr if kind == "array" else {"kind": "scalar", "value": arr})
                    elif kind == "too_large":
                        return self._failure("output_limit",
                                             f"your function returned an array of {int(item.get('nbytes', 0)):,} bytes"
                                             f" (shape {item.get('shape')}); the cap is {self.limits.max_output_bytes:,}")
                    else:
                        out.outputs.append({k: str(v)[:60] for k, v in item.items()})
        except protocol.OutputTooLarge as exc:
            return self._failure("output_limit", str(exc))
        except (protocol.ChannelError, KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            return self._failure("invalid_output", f"unreadable result: {exc}")
        return out

    # -------------------------------------------------------------- public API

    def load(self) -> CallOutcome:
        if len(self.source) > self.limits.max_source_bytes:
            self.load_outcome = CallOutcome(
                status="source_too_large",
                detail=f"the source is {len(self.source):,} bytes; the limit is {self.limits.max_source_bytes:,}")
            return self.load_outcome
        self.load_outcome = self._start()
        return self.load_outcome

    def call(self, args: list[Any], kwargs: dict[str, Any], arg_names: list[str]) -> CallOutcome:
        """Call the submission's function once. Never raises because of the submission."""
        if self.load_outcome is None:
            self.load()
        if self.load_outcome.status != "ok":
            return self.load_outcome
        if time.monotonic() - self.started > self.limits.wall_s_total:
            self._kill()
            return CallOutcome(status="total_time",
                               detail=f"the whole submission took longer than {self.limits.wall_s_total:g} s")
        if self.proc is None or self.proc.poll() is not None:
            self._kill()
            restarted = self._start()
            if restarted.status != "ok":
                return restarted
        blobs: list[bytes] = []

        def enc(v: Any) -> dict:
            if isinstance(v, np.ndarray):
                blobs.append(npy_bytes(v))
                return {"npy": len(blobs) - 1}
            return {"value": v}

        frame = encode_frame({"type": "call", "args": [enc(a) for a in args],
                              "kw_names": list(kwargs), "kwargs": [enc(v) for v in kwargs.values()],
                              "arg_names": arg_names}, blobs)
        if not self._send(frame):
            self._drain_stdout_safely()
            status, detail = self._crash_detail()
            return self._failure(status, detail)
        return self._receive(self.limits.wall_s_per_call)

    @property
    def raw_output(self) -> str:
        return self._stdout_keep.decode("utf-8", "replace")

    def close(self) -> None:
        self._kill()

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
