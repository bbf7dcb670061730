# https://github.com/vllm-project/vllm-ascend/pull/12820
# Bug: uses the GPT-J interleaved pairing (2i, 2i+1) instead of the required rotate-half / NeoX pairing (i, i+h); frequencies, sign, checks and dtype correct.
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    ang = pos[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    xe, xo = x[..., 0::2], x[..., 1::2]
    out = np.empty(x.shape, dtype=np.result_type(x.dtype, np.float64))
    out[..., 0::2] = xe * c - xo * s
    out[..., 1::2] = xo * c + xe * s
    return out.astype(x.dtype)
