import numpy as np

# wrong: ignores the positions argument and uses arange(seq_len) (breaks KV cache offsets)
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.arange(x.shape[-2])
    theta = 1.0 / (base ** (np.arange(h) * 2.0 / d))
    ang = pos[:, None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1).astype(x.dtype)
