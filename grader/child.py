"""The submission's process: load the learner's source, call their function, send arrays back.

This file runs *inside* the sandbox, so it imports only the standard library and numpy, and it is
self-contained (it is the one file of the grader that the sandbox can see). It never receives
reference code or expected values: only the source, the function name and each call's inputs.

Wire format (both directions, on two dedicated pipes): a 4-byte big-endian length, a JSON header
of that length, then the raw blobs whose byte sizes the header lists in ``"blobs"``. Arrays travel
as ``.npy`` bytes written with ``allow_pickle=False``.
"""

from __future__ import annotations

import io
import json
import os
import struct
import sys
import time
import traceback

SUBMISSION_FILENAME = "submission.py"
MAX_HEADER = 1 << 20
STDOUT_KEEP = 8192


# ----------------------------------------------------------------- framing (shared with the parent)


def encode_frame(header: dict, blobs: list[bytes]) -> bytes:
    header = dict(header, blobs=[len(b) for b in blobs])
    raw = json.dumps(header, allow_nan=True).encode()
    return struct.pack(">I", len(raw)) + raw + b"".join(blobs)


def npy_bytes(array) -> bytes:
    import numpy as np

    buf = io.BytesIO()
    np.lib.format.write_array(buf, np.ascontiguousarray(array), allow_pickle=False)
    return buf.getvalue()


def _read_exact(fd: int, n: int) -> bytes:
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError("channel closed")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame_blocking(fd: int) -> tuple[dict, list[bytes]]:
    (n,) = struct.unpack(">I", _read_exact(fd, 4))
    if n > MAX_HEADER:
        raise ValueError("header too large")
    header = json.loads(_read_exact(fd, n))
    blobs = [_read_exact(fd, int(size)) for size in header.get("blobs", [])]
    return header, blobs


def decode_npy_trusted(data: bytes):
    """Parent-built arrays only (inputs); the parent checks child output with grader.protocol."""
    import numpy as np

    return np.load(io.BytesIO(data), allow_pickle=False)


# ----------------------------------------------------------------- running the submission


class _CappedText(io.TextIOBase):
    """Collects what the submission prints through ``sys.stdout`` / ``sys.stderr``, capped."""

    def __init__(self, limit: int):
        self.limit = limit
        self.parts: list[str] = []
        self.size = 0
        self.total = 0

    def writable(self) -> bool:
        return True

    def write(self, s) -> int:
        s = str(s)
        self.total += len(s)
        if self.size < self.limit:
            part = s[: self.limit - self.size]
            self.parts.append(part)
            self.size += len(part)
        return len(s)

    def getvalue(self) -> str:
        return "".join(self.parts)


def _exc_info(exc: BaseException) -> dict:
    line = None
    tb = exc.__traceback__
    frames = []
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == SUBMISSION_FILENAME:
            line = tb.tb_lineno
            frames.append(f"line {tb.tb_lineno}, in {code.co_name}")
        tb = tb.tb_next
    if isinstance(exc, SyntaxError) and exc.filename == SUBMISSION_FILENAME:
        line = exc.lineno
    try:
        message = str(exc)
    except BaseException:
        message = "<unprintable message>"
    return {
        "type": type(exc).__name__,
        "mro": [c.__name__ for c in type(exc).__mro__],
        "message": message[:2000],
        "line": line,
        "frames": frames[-5:],
    }


def _encode_value(value, blobs: list[bytes], limit: int) -> dict:
    import numpy as np

    if isinstance(value, np.ndarray):
        if value.dtype.hasobject or value.dtype.fields is not None or value.dtype.kind not in "biuf":
            return {"kind": "bad_dtype", "dtype": str(value.dtype)}
        if value.nbytes > limit:
            return {"kind": "too_large", "nbytes": int(value.nbytes), "shape": list(value.shape)}
        blobs.append(npy_bytes(value))
        return {"kind": "array", "npy": len(blobs) - 1}
    if isinstance(value, np.generic) and value.dtype.kind in "biuf":
        blobs.append(npy_bytes(np.asarray(value)))
        return {"kind": "scalar", "npy": len(blobs) - 1}
    if value is None:
        return {"kind": "none"}
    if isinstance(value, bool | int | float):
        return {"kind": "python_number", "type": type(value).__name__}
    return {"kind": "other", "type": type(value).__name__}


def _encode_result(result, limit: int) -> tuple[dict, list[bytes]]:
    blobs: list[bytes] = []
    if isinstance(result, (tuple, list)):
        items = [_encode_value(v, blobs, limit) for v in result[:8]]
        kind = "tuple" if isinstance(result, tuple) else "list"
        return {"container": kind, "length": len(result), "items": items}, blobs
    return {"container": "single", "items": [_encode_value(result, blobs, limit)]}, blobs


def _decode_args(spec: list, blobs: list[bytes]):
    out = []
    for item in spec:
        if "npy" in item:
            out.append(decode_npy_trusted(blobs[item["npy"]]))
        else:
            out.append(item["value"])
    return out


def _apply_bans(banned: list[str]) -> None:
    """Make each banned dotted name (``scipy.special.softmax``) refuse to run.

    Modules are not imported here (scipy alone costs a second): ``__import__`` is wrapped so that
    a banned module is patched the moment the submission imports it.
    """
    import builtins

    by_module: dict[str, list[str]] = {}
    for dotted in banned:
        mod_name, _, attr = dotted.rpartition(".")
        by_module.setdefault(mod_name, []).append(attr)

    def patch(mod_name: str) -> None:
        module = sys.modules.get(mod_name)
        if module is None:
            return
        for attr in by_module[mod_name]:
            def refuse(*_a, _name=f"{mod_name}.{attr}", **_k):
                raise PermissionError(f"{_name} is not allowed in this exercise: write it yourself")
            try:
                setattr(module, attr, refuse)
            except Exception:
                pass

    for mod_name in by_module:
        patch(mod_name)
    if not by_module:
        return
    real_import = builtins.__import__

    def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
        module = real_import(name, globals, locals, fromlist, level)
        for mod_name in by_module:
            if mod_name in sys.modules:
                patch(mod_name)
        return module

    builtins.__import__ = guarded_import


def serve(req_fd: int, res_fd: int) -> None:
    def send(header: dict, blobs: list[bytes] | None = None) -> None:
        data = encode_frame(header, blobs or [])
        view = memoryview(data)
        while view:
            n = os.write(res_fd, view)
            view = view[n:]

    init, blobs = read_frame_blocking(req_fd)
    limit = int(init.get("max_output_bytes", 16 << 20))
    import numpy as np  # noqa: F401  (imported before the submission so bans and limits apply)

    _apply_bans(init.get("banned", []))
    source = blobs[0]
    real_stdout, real_stderr = sys.stdout, sys.stderr
    captured = _CappedText(STDOUT_KEEP)
    namespace: dict = {"__name__": "submission", "__file__": SUBMISSION_FILENAME, "__builtins__": __builtins__}
    try:
        code = compile(source, SUBMISSION_FILENAME, "exec", dont_inherit=True)
    except BaseException as exc:  # SyntaxError, ValueError (null bytes), MemoryError, RecursionError
        send({"type": "loaded", "status": "syntax_error", "exc": _exc_info(exc)})
        return
    sys.stdout = sys.stderr = captured
    try:
        exec(code, namespace)
    except MemoryError as exc:
        sys.stdout, sys.stderr = real_stdout, real_stderr
        send({"type": "loaded", "status": "memory", "exc": _exc_info(exc), "stdout": captured.getvalue()})
        return
    except BaseException as exc:  # SystemExit and KeyboardInterrupt at import are verdicts too
        sys.stdout, sys.stderr = real_stdout, real_stderr
        send({"type": "loaded", "status": "import_error", "exc": _exc_info(exc), "stdout": captured.getvalue()})
        return
    finally:
        sys.stdout, sys.stderr = real_stdout, real_stderr
    fn = namespace.get(init["function"])
    if not callable(fn):
        send({"type": "loaded", "status": "missing_function", "stdout": captured.getvalue()})
        return
    send({"type": "loaded", "status": "ok", "stdout": captured.getvalue()})

    while True:
        try:
            req, blobs = read_frame_blocking(req_fd)
        except EOFError:
            return
        if req.get("type") != "call":
            return
        args = _decode_args(req["args"], blobs)
        kwargs = dict(zip(req["kw_names"], _decode_args(req["kwargs"], blobs)))
        names = req["arg_names"]
        before = {n: a.copy() for n, a in zip(names, list(args) + list(kwargs.values())) if hasattr(a, "copy")}
        captured = _CappedText(STDOUT_KEEP)
        sys.stdout = sys.stderr = captured
        t0 = time.perf_counter()
        status, exc_info, result = "ok", None, None
        try:
            result = fn(*args, **kwargs)
        except MemoryError as exc:
            status, exc_info = "memory", _exc_info(exc)
        except RecursionError as exc:
            status, exc_info = "exception", _exc_info(exc)
        except BaseException as exc:
            status, exc_info = "exception", _exc_info(exc)
        finally:
            sys.stdout, sys.stderr = real_stdout, real_stderr
        elapsed = time.perf_counter() - t0
        import numpy as np

        modified = []
        for n, a in zip(names, list(args) + list(kwargs.values())):
            if n in before:
                try:
                    if isinstance(before[n], np.ndarray):
                        same = a.shape == before[n].shape and np.array_equal(a, before[n], equal_nan=True)
                    else:  # a plain list argument (it has .copy() too, but no .shape)
                        same = type(a) is type(before[n]) and bool(a == before[n])
                except Exception:
                    same = False
                if not same:
                    modified.append(n)
        header = {"type": "result", "status": status, "elapsed": elapsed, "stdout": captured.getvalue(),
                  "printed_chars": captured.total, "inputs_modified": modified}
        out_blobs: list[bytes] = []
        if status == "ok":
            try:
                header["result"], out_blobs = _encode_result(result, limit)
            except MemoryError as exc:
                header["status"], header["exc"] = "memory", _exc_info(exc)
            except BaseException as exc:  # a hostile __array__ or __len__ on the result
                header["status"], header["exc"] = "bad_result", _exc_info(exc)
        else:
            header["exc"] = exc_info
        del result
        send(header, out_blobs)


def main() -> None:
    req_fd, res_fd = int(sys.argv[1]), int(sys.argv[2])
    # Keep the channel off fds a careless submission might write to by accident.
    req_fd2, res_fd2 = os.dup(req_fd), os.dup(res_fd)
    os.close(req_fd)
    os.close(res_fd)
    sys.setrecursionlimit(4000)
    try:
        serve(req_fd2, res_fd2)
    except BaseException:
        traceback.print_exc(file=sys.__stderr__)
    finally:
        sys.stdout.flush() if sys.stdout else None
        os._exit(0)


if __name__ == "__main__":
    main()
