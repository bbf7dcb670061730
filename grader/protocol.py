"""The parent's side of the wire: read frames from an untrusted child, with caps and a deadline.

Nothing that comes from the child is unpickled. Each ``.npy`` header is parsed and checked
(dtype kind, shape, byte count) *before* any array is built, so a forged header claiming
terabytes is refused without allocating.
"""

from __future__ import annotations

import io
import json
import os
import select
import struct
import time
from dataclasses import dataclass

import numpy as np

from .child import MAX_HEADER, encode_frame, npy_bytes  # noqa: F401  (re-exported for the runner)

ALLOWED_KINDS = "biuf"


class ChannelError(Exception):
    """The child sent something that is not a well-formed frame."""


class OutputTooLarge(ChannelError):
    """The child tried to send more than the output cap."""


class ChannelTimeout(Exception):
    """No complete frame before the deadline."""


class ChannelClosed(ChannelError):
    """The child closed its end (it exited or crashed)."""


def decode_npy(data: bytes, max_bytes: int) -> np.ndarray:
    """Decode ``.npy`` bytes from an untrusted source.

    Raises:
        ChannelError: bad magic, bad header, object/structured dtype, or a byte count that does not
            match the header's shape and dtype.
    """
    if len(data) > max_bytes + 4096:
        raise OutputTooLarge(f"array of {len(data)} bytes exceeds the cap of {max_bytes}")
    f = io.BytesIO(data)
    try:
        major, _minor = np.lib.format.read_magic(f)
        if major == 1:
            shape, fortran, dtype = np.lib.format.read_array_header_1_0(f, max_header_size=10000)
        elif major in (2, 3):
            shape, fortran, dtype = np.lib.format.read_array_header_2_0(f, max_header_size=10000)
        else:
            raise ValueError(f"npy version {major}")
    except Exception as exc:
        raise ChannelError(f"not a valid .npy header: {exc}") from None
    if dtype.hasobject or dtype.fields is not None or dtype.subdtype is not None or dtype.kind not in ALLOWED_KINDS:
        raise ChannelError(f"dtype {dtype} is not allowed (only bool, int and float arrays)")
    if not all(isinstance(d, int) and d >= 0 for d in shape) or len(shape) > 32:
        raise ChannelError(f"bad shape {shape!r}")
    count = 1
    for d in shape:
        count *= d
        if count * dtype.itemsize > max_bytes:
            raise OutputTooLarge(f"array of shape {shape} exceeds the cap of {max_bytes} bytes")
    body = data[f.tell():]
    if len(body) != count * dtype.itemsize:
        raise ChannelError(f"array body has {len(body)} bytes, header says {count * dtype.itemsize}")
    arr = np.frombuffer(body, dtype=dtype, count=count)
    return arr.reshape(shape, order="F" if fortran else "C").copy()


@dataclass
class FrameReader:
    """Incremental, non-blocking reader of frames from one fd, with byte caps."""

    fd: int
    max_bytes: int
    buf: bytearray = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        self.buf = bytearray()
        os.set_blocking(self.fd, False)

    def _frame_size(self) -> int | None:
        if len(self.buf) < 4:
            return None
        (n,) = struct.unpack(">I", self.buf[:4])
        if n > MAX_HEADER:
            raise ChannelError(f"frame header of {n} bytes is too large")
        if len(self.buf) < 4 + n:
            return None
        try:
            header = json.loads(bytes(self.buf[4: 4 + n]))
            sizes = [int(s) for s in header.get("blobs", [])]
        except Exception as exc:
            raise ChannelError(f"frame header is not JSON: {exc}") from None
        if any(s < 0 for s in sizes) or sum(sizes) > self.max_bytes + 4096 * max(1, len(sizes)):
            raise OutputTooLarge(f"the result is {sum(sizes)} bytes, over the cap of {self.max_bytes}")
        return 4 + n + sum(sizes)

    def _pop(self, size: int) -> tuple[dict, list[bytes]]:
        (n,) = struct.unpack(">I", self.buf[:4])
        header = json.loads(bytes(self.buf[4: 4 + n]))
        if not isinstance(header, dict):
            raise ChannelError("frame header is not an object")
        blobs, pos = [], 4 + n
        for s in header.get("blobs", []):
            blobs.append(bytes(self.buf[pos: pos + int(s)]))
            pos += int(s)
        del self.buf[:size]
        return header, blobs

    def read(self, deadline: float, on_idle=None) -> tuple[dict, list[bytes]]:
        """Return the next frame; ``on_idle`` is called between reads (to drain stdout, say)."""
        while True:
            size = self._frame_size()
            if size is not None and len(self.buf) >= size:
                return self._pop(size)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ChannelTimeout()
            r, _, _ = select.select([self.fd], [], [], min(remaining, 0.05))
            if on_idle is not None:
                on_idle()
            if not r:
                continue
            try:
                chunk = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                continue
            if not chunk:
                raise ChannelClosed("the submission's process closed the result channel")
            self.buf += chunk
            if len(self.buf) > self.max_bytes + MAX_HEADER + (1 << 20):
                raise OutputTooLarge(f"more than {self.max_bytes} bytes of results")
