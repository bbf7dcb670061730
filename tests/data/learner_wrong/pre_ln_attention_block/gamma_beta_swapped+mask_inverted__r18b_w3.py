# MISTAKE: TWO slips: (1) mask polarity inverted -- scores where mask is True are set to -inf (True treated as "blocked");
# (2) gamma and beta swapped in the LayerNorm (`x_hat * beta + gamma`).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    x_hat = (x - mean) / np.sqrt(var + eps)
    h = x_hat * beta + gamma
    q = (h @ w_q).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    k = (h @ w_k).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    v = (h @ w_v).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), -np.inf, s)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    o = (p @ v).swapaxes(1, 2).reshape(b, t, d) @ w_o
    return (x + o).astype(x.dtype)
