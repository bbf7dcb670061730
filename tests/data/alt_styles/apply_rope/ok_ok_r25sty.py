import math
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even, got %d" % d)
    pos = np.asarray(positions, dtype=np.float64)
    lead = x.shape[:-1]
    try:
        bshape = np.broadcast_shapes(pos.shape, lead)
    except ValueError:
        raise ValueError("positions %s do not broadcast to %s" % (pos.shape, lead))
    if bshape != lead:
        raise ValueError("positions %s do not broadcast to %s" % (pos.shape, lead))
    pos = np.broadcast_to(pos, lead)
    h = d // 2
    out = np.empty(x.shape, dtype=x.dtype)
    # C-style: one pair at a time, preallocated output
    for i in range(h):
        theta = math.pow(base, -2.0 * i / d)
        ang = pos * theta
        c = np.cos(ang)
        s = np.sin(ang)
        a = x[..., i].astype(np.float64)
        b = x[..., i + h].astype(np.float64)
        out[..., i] = a * c - b * s
        out[..., i + h] = b * c + a * s
    return out
