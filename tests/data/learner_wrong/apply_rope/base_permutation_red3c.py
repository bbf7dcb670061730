import numpy as np

# correct: rotate_half through an index permutation and a sign vector
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim {d} is odd")
    h = d // 2
    perm = np.r_[np.arange(h, d), np.arange(h)]
    sign = np.r_[-np.ones(h), np.ones(h)]
    inv = base ** (-np.arange(h) * 2 / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * np.tile(inv, 2)
    return (x * np.cos(ang) + x[..., perm] * sign * np.sin(ang)).astype(x.dtype)
