"""Run a submission in its own process and call its function, one call at a time.

A :class:`Session` owns one child process (``grader/child.py``) that has loaded the learner's
source. Each :meth:`Session.call` sends the inputs of one call and waits, with a wall-clock
deadline, for the child's answer. Whatever goes wrong — an exception, a timeout, a crash, an
output flood, garbage on the channel, a sandbox limit — comes back as a :class:`CallOutcome`, never
as an exception in the grader. After a timeout or crash the next call starts a fresh child, so every
case runs even when an earlier one broke.

How the child is isolated is the launcher's business (:mod:`grader.sandbox`); this module speaks
the protocol, enforces the wall-clock, output and total-time limits, and treats everything the child
sends as hostile: results are read only from the dedicated result pipe, each frame must answer the
call that was sent, arrays are checked before allocation (:mod:`grader.protocol`), and nothing the
child controls (type names, shapes, timings, argument names) reaches a report unchecked.
"""

from __future__ import annotations

import builtins
import os
import re
import signal
import time
import weakref
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from . import protocol
from .child import encode_frame, npy_bytes


@dataclass(frozen=True)
class Limits:
    """Per-submission limits. Times in seconds, sizes in bytes.

    ``memory_bytes`` is address space on top of what the interpreter and numpy already map.
    ``cpu_s`` is the CPU time of the whole submission, ``cpu_s_per_call`` of one call (None: the
    wall limit of a call plus one second). ``nproc`` caps the threads of a sandbox (new processes are
    refused outright). ``scratch_bytes`` sizes the private tmpfs (bubblewrap launchers).
    """

    wall_s_per_call: float = 3.0
    wall_s_load: float = 4.0
    # after a call timed out, later calls get max(wall_s_after_timeout, 5 × the slowest call that
    # returned): an endless loop on every case costs one full time-out, then a fraction of a second
    # per case, while a case that does return still gets its real verdict
    wall_s_after_timeout: float = 0.1
    wall_s_total: float = 30.0
    cpu_s: int = 30
    memory_bytes: int = 1 << 30
    max_output_bytes: int = 16 << 20
    max_stdout_bytes: int = 1 << 20
    max_source_bytes: int = 256 << 10
    nproc: int = 64
    nofile: int = 64
    fsize_bytes: int = 16 << 20
    cpu_s_per_call: float | None = None
    scratch_bytes: int = 64 << 20


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
    outputs_share: list[str] = field(default_factory=list)  # inputs an output array is a view of
    detail: str = ""


# ----------------------------------------------------------------- what the child may say about itself

_BUILTIN_EXC = {n for n, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException)}
_KNOWN_EXC = _BUILTIN_EXC | {"LinAlgError", "AxisError", "DTypePromotionError", "ComplexWarning", "TooHardError",
                             "OutputFlood"}
_BUILTIN_TYPES = {n for n, v in vars(builtins).items() if isinstance(v, type) and not issubclass(v, BaseException)}
_BUILTIN_TYPES |= {"NoneType", "function", "generator", "module", "builtin_function_or_method", "method"}
_DTYPE_KINDS = {"c": "complex", "O": "object", "U": "str", "S": "bytes", "V": "void (structured)",
                "M": "datetime64", "m": "timedelta64", "T": "StringDType"}
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


def _safe_exc_name(exc: dict) -> str:
    """The exception's type as a learner may see it even for a hidden case (no free-form text)."""
    name = exc.get("type")
    if isinstance(name, str) and name in _KNOWN_EXC:
        return name
    for base in (exc.get("mro") or [])[1:]:
        if isinstance(base, str) and base in _KNOWN_EXC:
            return f"{base} subclass"
    return "Exception subclass"


def _clean_strings(value: Any, depth: int = 0) -> Any:
    """Every string from the child made valid UTF-8 (a lone surrogate cannot be printed or stored)."""
    if depth > 20:
        raise ValueError("nested too deeply")
    if isinstance(value, str):
        return value.encode("utf-8", "replace").decode("utf-8")
    if isinstance(value, list):
        return [_clean_strings(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {_clean_strings(k, depth + 1): _clean_strings(v, depth + 1) for k, v in value.items()}
    return value


def _safe_type_name(name: Any) -> str:
    if isinstance(name, str) and _IDENT.match(name):
        if name in _BUILTIN_TYPES:
            return name
        if isinstance(getattr(np, name, None), type):
            return f"numpy.{name}"
    return "an object of a class from your code"


_LIMIT_MESSAGES = {
    # limit -> (status, detail); {placeholders} filled from Limits
    "output": ("output_limit", "the submission printed more than {stdout_kib} KiB"),
    "file_size": ("output_limit", "the submission tried to write a file larger than {fsize_mib} MiB"),
    "disk": ("output_limit", "the submission filled its {scratch_mib} MiB scratch space"),
    "open_files": ("crashed", "the submission opened more than {nofile} files at once (the limit)"),
    "threads": ("crashed", "the submission tried to run more than {nproc} threads (the limit)"),
    "processes": ("crashed", "the submission tried to start another process or program, which is not allowed"),
    "network": ("crashed", "the submission tried to use the network, which is blocked"),
    "filesystem": ("crashed", "the submission tried to read or write files outside its scratch directory"),
    "signals": ("crashed", "the submission tried to signal another process, which is not allowed"),
    "ctypes": ("crashed", "the submission tried to load native code (ctypes), which is not allowed here"),
}


class Session:
    """One submission's process, loaded once, called many times (restarted after a failure)."""

    def __init__(self, source: bytes, function: str, *, limits: Limits | None = None,
                 banned: tuple[str, ...] = (), launcher=None, filename: str | None = None):
        """``filename``: the learner's own file name (``softmax.py``), shown in warnings and
        tracebacks of public cases instead of ``submission.py``; only a plain ``name.py`` is kept."""
        from .sandbox import default_launcher

        base = os.path.basename(filename or "")
        self.filename = base if re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.\- ]{0,62}\.py", base) else "submission.py"
        self.source = source
        self.function = function
        self.limits = limits or Limits()
        self.banned = list(banned)
        self.launcher = launcher or default_launcher()
        self.started = time.monotonic()
        self.load_outcome: CallOutcome | None = None
        self.sandbox_info: dict = {}
        self.restarts = 0
        self._lease = None
        self._child = None
        self._req: int | None = None
        self._reader: protocol.FrameReader | None = None
        self._out_fd: int | None = None
        self._stdout_total = 0
        self._stdout_keep = bytearray()
        self._call_id = 0
        self._recycle = False
        self._last_arg_names: list[str] = []
        self._n_lines = source.count(b"\n") + 1
        self._timed_out = False
        self._timeouts_in_a_row = 0
        self._slowest_ok = 0.0
        self._finalizer = weakref.finalize(self, Session._cleanup_refs, self.__dict__)

    # -------------------------------------------------------------- process management

    @staticmethod
    def _cleanup_refs(state: dict) -> None:  # runs if a Session is dropped without close()
        child, lease = state.get("_child"), state.get("_lease")
        try:
            if child is not None:
                child.kill()
        finally:
            if lease is not None:
                lease.release()

    def _start(self) -> CallOutcome:
        if self._lease is None:
            self._lease = self.launcher.lease()  # may wait for a free sandbox slot
            self.started = time.monotonic()      # the submission's clock starts when it has a slot
        self._child = child = self._lease.start(self.limits)
        self._req = child.req_w
        self._reader = protocol.FrameReader(child.res_r, self.limits.max_output_bytes)
        self._out_fd = child.out_r
        os.set_blocking(self._out_fd, False)
        self._stdout_total = 0
        self._stdout_keep = bytearray()
        self._recycle = False
        lim = self.limits
        cpu_call = lim.cpu_s_per_call if lim.cpu_s_per_call is not None else lim.wall_s_per_call + 1
        init = {"type": "init", "function": self.function, "banned": self.banned, "filename": self.filename,
                "max_output_bytes": lim.max_output_bytes, "max_stdout_bytes": lim.max_stdout_bytes,
                "sandbox": child.sandbox_cfg,
                "limits": {"memory": lim.memory_bytes, "cpu": lim.cpu_s, "cpu_per_call": cpu_call,
                           "nproc": lim.nproc, "nofile": lim.nofile, "fsize": lim.fsize_bytes}}
        sent = self._send(encode_frame(init, [self.source]))
        if not sent:
            self._drain_stdout_safely()
            status, detail = self._crash_detail()
            return self._failure(status, detail)
        return self._receive(self.limits.wall_s_load, loading=True)

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
        except (BrokenPipeError, OSError, TypeError, protocol.OutputTooLarge):
            return False

    def _drain_stdout(self) -> None:
        if self._out_fd is None:
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

    def _kill_child(self) -> None:
        """End the current child and its whole process tree; keep the slot for a restart."""
        child, self._child = self._child, None
        if child is not None:
            child.kill()
        for fd in (self._req, self._reader.fd if self._reader is not None else None, self._out_fd):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._req = None
        self._out_fd = None
        if self._reader is not None:
            self._reader.fd = None
            self._reader = None

    def _kill(self) -> None:
        self._kill_child()

    def _failure(self, status: str, detail: str) -> CallOutcome:
        self._kill_child()
        return CallOutcome(status=status, detail=detail)

    def _crash_detail(self) -> tuple[str, str]:
        code = self._child.wait(1.0) if self._child is not None else None
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = "a signal"
            if name == "SIGXCPU":
                return "timeout", "the submission used up its CPU time (SIGXCPU)"
            if name == "SIGXFSZ":
                return "output_limit", "the submission wrote a file larger than allowed (SIGXFSZ)"
            if name == "SIGKILL":
                return "crashed", ("the submission's process was killed (SIGKILL) — "
                                   "usually the memory limit or a call to kill itself")
            return "crashed", f"the submission's process was killed by {name}"
        if code is not None:
            return "crashed", ("the submission's process exited before answering "
                               "(sys.exit, os._exit or a closed result channel)")
        return "crashed", "the submission's process stopped answering"

    def _receive(self, timeout: float, loading: bool = False, call_id: int | None = None) -> CallOutcome:
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
        except protocol.ChannelError:
            return self._failure("invalid_output", "the result channel carried something that is not a result")
        try:
            return self._parse(header, blobs, loading, call_id)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            return self._failure("invalid_output", "the result channel carried a malformed result")

    def _drain_stdout_safely(self) -> None:
        try:
            self._drain_stdout()
        except protocol.OutputTooLarge:
            pass

    def _safe_exc(self, exc: Any) -> dict | None:
        if not isinstance(exc, dict):
            return None
        line = exc.get("line")
        if not (isinstance(line, int) and 1 <= line <= self._n_lines):
            line = None
        mro = [str(m)[:64] for m in (exc.get("mro") or [])[:32] if isinstance(m, str)]
        out = {"type": _safe_exc_name(exc), "mro": mro, "message": str(exc.get("message", ""))[:2000],
               "line": line, "frames": [str(f)[:200] for f in (exc.get("frames") or [])[:5]]}
        limit = exc.get("limit")
        if isinstance(limit, str) and limit in _LIMIT_MESSAGES:
            out["limit"] = limit
        return out

    def _limit_outcome(self, limit: str, base: CallOutcome) -> CallOutcome:
        status, template = _LIMIT_MESSAGES[limit]
        lim = self.limits
        base.status = status
        base.detail = template.format(stdout_kib=lim.max_stdout_bytes // 1024, fsize_mib=lim.fsize_bytes >> 20,
                                      scratch_mib=lim.scratch_bytes >> 20, nofile=lim.nofile, nproc=lim.nproc)
        base.outputs = []
        return base

    def _parse(self, header: dict, blobs: list[bytes], loading: bool, call_id: int | None) -> CallOutcome:
        """Whatever the child sent, a CallOutcome: malformed values become ``invalid_output``."""
        try:
            return self._parse_checked(_clean_strings(header), blobs, loading, call_id)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError, RecursionError):
            return self._failure("invalid_output", "the result channel carried a malformed result")

    def _parse_checked(self, header: dict, blobs: list[bytes], loading: bool, call_id: int | None) -> CallOutcome:
        if not isinstance(header, dict):
            return self._failure("invalid_output", "the result channel carried something that is not a result")
        expected = "loaded" if loading else "result"
        if header.get("type") != expected or (not loading and header.get("id") != call_id):
            return self._failure("invalid_output", "the result channel carried a message that answers no call")
        status = str(header.get("status", ""))
        out = CallOutcome(status=status, exc=self._safe_exc(header.get("exc")),
                          stdout=str(header.get("stdout", ""))[:8192])
        printed = header.get("printed_chars", 0)
        if isinstance(printed, int) and printed > self.limits.max_stdout_bytes:
            self._kill_child()
            return self._limit_outcome("output", out)
        if loading and isinstance(header.get("sandbox"), dict):
            self.sandbox_info = header["sandbox"]
        if out.exc and out.exc.get("limit") and status in ("exception", "import_error", "bad_result"):
            if loading:
                self._kill_child()
            return self._limit_outcome(out.exc["limit"], out)
        if loading:
            if status == "sandbox_error":
                self._kill_child()
                return CallOutcome(status="crashed", detail="the sandbox could not apply its limits")
            if status != "ok":
                self._kill_child()
            return out
        if status == "bad_result":
            out.detail = "your function's result could not be read (a method of the returned object raised)"
        threads = header.get("threads", 1)
        if isinstance(threads, int) and threads > 1:
            self._recycle = True  # threads left running: start the next call in a fresh process
        names = set(self._last_arg_names)
        out.inputs_modified = [n for n in header.get("inputs_modified", []) if isinstance(n, str) and n in names][:16]
        shared = header.get("outputs_share", [])
        out.outputs_share = [n for n in shared if isinstance(n, str) and n in names][:16] if isinstance(shared, list) else []
        if status == "ok":
            res = header["result"]
            container = res.get("container", "single")
            out.container = container if container in ("single", "tuple", "list") else "single"
            length = res.get("length", 1)
            out.length = max(0, min(int(length), 64)) if isinstance(length, int) else 1
            items = res.get("items", [])
            if not isinstance(items, list) or len(items) > 8:
                return self._failure("invalid_output", "the result channel carried a malformed result")
            try:
                for item in items:
                    kind = item.get("kind")
                    if kind in ("array", "scalar"):
                        arr = protocol.decode_npy(blobs[int(item["npy"])], self.limits.max_output_bytes)
                        if kind == "scalar" and arr.ndim != 0:
                            raise protocol.ChannelError("a scalar with a shape")
                        out.outputs.append(arr if kind == "array" else {"kind": "scalar", "value": arr})
                    elif kind == "too_large":
                        return self._failure("output_limit", "your function returned an array larger than the "
                                                             f"cap of {self.limits.max_output_bytes:,} bytes")
                    elif kind == "none":
                        out.outputs.append({"kind": "none"})
                    elif kind == "bad_dtype":
                        dk = item.get("dtype_kind")
                        out.outputs.append({"kind": "bad_dtype",
                                            "dtype": _DTYPE_KINDS.get(dk, "unsupported") if isinstance(dk, str)
                                            else "unsupported"})
                    elif kind == "python_number":
                        t = item.get("type")
                        out.outputs.append({"kind": "python_number",
                                            "type": t if t in ("int", "float", "bool") else "number"})
                    elif kind == "other":
                        out.outputs.append({"kind": "other", "type": _safe_type_name(item.get("type"))})
                    else:
                        return self._failure("invalid_output", "the result channel carried a malformed result")
            except protocol.OutputTooLarge as exc:
                return self._failure("output_limit", str(exc))
            except protocol.ChannelError as exc:
                return self._failure("invalid_output", f"unreadable result: {str(exc)[:120]}")
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
            self._kill_child()
            return CallOutcome(status="total_time",
                               detail=f"the whole submission took longer than {self.limits.wall_s_total:g} s")
        if self._child is None or self._recycle:
            self._kill_child()
            self.restarts += 1
            restarted = self._start()
            if restarted.status != "ok":
                return restarted
        blobs: list[bytes] = []

        def enc(v: Any) -> dict:
            if isinstance(v, np.ndarray):
                blobs.append(npy_bytes(v))
                return {"npy": len(blobs) - 1}
            return {"value": v}

        self._call_id += 1
        self._last_arg_names = list(arg_names)
        frame = encode_frame({"type": "call", "id": self._call_id, "args": [enc(a) for a in args],
                              "kw_names": list(kwargs), "kwargs": [enc(v) for v in kwargs.values()],
                              "arg_names": arg_names}, blobs)
        t0 = time.perf_counter()
        if not self._send(frame):
            self._drain_stdout_safely()
            status, detail = self._crash_detail()
            return self._failure(status, detail)
        limit = self.limits.wall_s_per_call
        if self._timed_out:  # (halved again after three time-outs in a row)
            quick = self.limits.wall_s_after_timeout / (2 if self._timeouts_in_a_row >= 3 else 1)
            limit = min(limit, max(quick, 5 * self._slowest_ok))
        out = self._receive(limit, call_id=self._call_id)
        out.elapsed_s = time.perf_counter() - t0  # measured here: the child's own figure is not trusted
        if out.status == "timeout":
            if self._timed_out:
                out.detail = ("this call took longer than the shortened limit that applies once an earlier "
                              "call has timed out")
            self._timed_out = True
            self._timeouts_in_a_row += 1
        elif out.status in ("ok", "exception"):
            self._slowest_ok = max(self._slowest_ok, out.elapsed_s)
            self._timeouts_in_a_row = 0
        return out

    @property
    def raw_output(self) -> str:
        return self._stdout_keep.decode("utf-8", "replace")

    def close(self) -> None:
        try:
            self._kill_child()
        finally:
            lease, self._lease = self._lease, None
            if lease is not None:
                lease.release()
            self._finalizer.detach()

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
