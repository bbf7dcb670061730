# https://github.com/facebookresearch/vjepa2/pull/15 — pairs neighbours (2i, 2i+1) (rotate_every_two) instead of rotate-half (i, i+h), AND expands the frequencies with repeat ([t0..t_{h-1}, t0..t_{h-1}], feature f gets theta_{f mod h}) instead of one frequency per pair, so a pair's two features turn by different angles.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        pos_b = np.broadcast_to(pos if pos.ndim != 1 else pos, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not fit x")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    freqs = np.concatenate([theta, theta])          # .repeat(..., 2) layout
    ang = pos_b[..., None].astype(np.float64) * freqs
    cos, sin = np.cos(ang), np.sin(ang)
    out = np.empty(x.shape, dtype=np.float64)
    a, b = x[..., 0::2].astype(np.float64), x[..., 1::2].astype(np.float64)
    out[..., 0::2] = a * cos[..., 0::2] - b * sin[..., 0::2]
    out[..., 1::2] = b * cos[..., 1::2] + a * sin[..., 1::2]
    return out.astype(x.dtype)
