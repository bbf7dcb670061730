# MISTAKE: gamma and beta are swapped in the LayerNorm: beta * x_hat + gamma instead of gamma * x_hat + beta.
# MISTAKE: Heads are split with a plain reshape to (batch, heads, seq, head_dim) (no transpose), and merged back with the matching plain reshape, so tokens get mixed across heads.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    x_hat = (x - mean) / np.sqrt(var + eps)
    h = beta * x_hat + gamma

    q = (h @ w_q).reshape(b, num_heads, t, hd)
    k = (h @ w_k).reshape(b, num_heads, t, hd)
    v = (h @ w_v).reshape(b, num_heads, t, hd)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    ctx = (w @ v).reshape(b, t, d)
    return (x + ctx @ w_o).astype(x.dtype, copy=False)
