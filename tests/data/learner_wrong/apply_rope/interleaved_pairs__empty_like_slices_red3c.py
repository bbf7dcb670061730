import numpy as np

# wrong: GPT-J / RoFormer neighbour pairing (2i, 2i+1) instead of rotate-half
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = np.asarray(positions)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    out = np.empty_like(x)
    out[..., 0::2] = x[..., 0::2] * cos - x[..., 1::2] * sin
    out[..., 1::2] = x[..., 1::2] * cos + x[..., 0::2] * sin
    return out
