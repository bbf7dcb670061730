# MISTAKE: two slips: (1) the positions argument is ignored -- angles use np.arange(seq_len), so tokens that do not start at position 0 (KV cache, offsets) get the wrong rotation; (2) the float32 input is upcast: cos/sin are float64 and the result is never cast back.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    *lead, seq_len, d = x.shape
    if d % 2:
        raise ValueError("head_dim must be even")
    if np.ndim(positions) >= 1 and np.shape(positions)[-1] not in (1, seq_len):
        raise ValueError("positions length does not match seq_len")
    h = d // 2
    out = np.zeros(x.shape)
    for i in range(h):
        theta = base ** (-2 * i / d)
        phi = np.arange(seq_len) * theta
        c, s = np.cos(phi), np.sin(phi)
        out[..., i] = x[..., i] * c - x[..., i + h] * s
        out[..., i + h] = x[..., i + h] * c + x[..., i] * s
    return out
