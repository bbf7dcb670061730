import numpy as np

# wrong (two at once): neighbour pairs (2i, 2i+1) AND positions ignored (arange(seq_len))
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    pos = np.arange(x.shape[-2])[:, None]
    ang = pos * base ** (-np.arange(0, d, 2) / d)
    c, s = np.cos(ang), np.sin(ang)
    xe, xo = x[..., 0::2], x[..., 1::2]
    out = np.stack([xe * c - xo * s, xo * c + xe * s], axis=-1)
    return out.reshape(x.shape).astype(x.dtype)
