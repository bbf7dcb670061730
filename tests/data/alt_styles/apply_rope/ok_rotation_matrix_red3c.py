import numpy as np

# correct: builds the permutation to neighbour pairs, rotates with 2x2 matrices, permutes back
def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 == 1:
        raise ValueError("odd head_dim")
    h = d // 2
    pos = np.broadcast_to(np.asarray(positions, dtype=np.float64), x.shape[:-1])
    theta = base ** (-(2.0 * np.arange(h)) / d)
    ang = pos[..., None] * theta                      # (..., seq, h)
    c, s = np.cos(ang), np.sin(ang)
    R = np.stack([np.stack([c, -s], -1), np.stack([s, c], -1)], -2)   # (..., seq, h, 2, 2)
    pairs = np.stack([x[..., :h], x[..., h:]], -1).astype(np.float64)  # (..., seq, h, 2)
    rot = np.einsum("...ij,...j->...i", R, pairs)
    return np.concatenate([rot[..., 0], rot[..., 1]], -1).astype(x.dtype)
