# MISTAKE: positions offset: subtracts positions[0] (re-bases positions to start at 0) instead of using them as given, so a cached decode step at t_past is rotated as if at position 0.
import math
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    h = d // 2
    p = np.asarray(positions, dtype=float)
    p = p - p.reshape(-1)[0]
    p = np.broadcast_to(p, x.shape[:-1])
    out = np.empty_like(x)
    for idx in np.ndindex(*x.shape[:-1]):
        for i in range(h):
            a = p[idx] * math.pow(base, -2.0 * i / d)
            c, s = math.cos(a), math.sin(a)
            u, w = x[idx + (i,)], x[idx + (i + h,)]
            out[idx + (i,)] = u * c - w * s
            out[idx + (i + h,)] = w * c + u * s
    return out
