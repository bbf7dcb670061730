# wrong: two mistakes - theta_i = base**(-i/d) (the factor 2 is missing, frequencies too fast, the slowest pair turns far faster than intended) and a float32 x comes back float64 (cos/sin tables stay float64)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    seq, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("bad positions")
    h = d // 2
    i = np.arange(h)
    theta = np.power(base, -i / d)
    freqs = np.einsum('...s,f->...sf', positions.astype(float), theta)
    emb = np.concatenate([freqs, freqs], axis=-1)
    def rotate_half(t):
        return np.concatenate([-t[..., h:], t[..., :h]], axis=-1)
    return x * np.cos(emb) + rotate_half(x) * np.sin(emb)
