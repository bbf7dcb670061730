# URL: https://github.com/bkitano/llama-from-scratch/issues/8
# Bug (2): pairs neighbours (2i, 2i+1) instead of (i, i+h), and theta_i = base^(-2(i-1)/d) (index off by one) instead of base^(-2i/d).
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError("positions do not broadcast")
    except ValueError:
        raise ValueError("positions do not broadcast")
    i = np.arange(d // 2, dtype=np.float64)
    theta = base ** (-2.0 * (i - 1) / d)
    ang = pos[..., None].astype(np.float64) * theta
    c = np.cos(ang).astype(x.dtype); s = np.sin(ang).astype(x.dtype)
    x1 = x[..., 0::2]; x2 = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x1 * c - x2 * s
    out[..., 1::2] = x1 * s + x2 * c
    return out
