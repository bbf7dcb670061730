import numpy as np

def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate((-t[..., h:], t[..., :h]), axis=-1)

def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("odd head_dim")
    inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))
    freqs = np.multiply.outer(np.asarray(positions, dtype=np.float64), inv_freq)
    emb = np.concatenate((freqs, freqs), axis=-1)
    out = x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype, copy=False)
