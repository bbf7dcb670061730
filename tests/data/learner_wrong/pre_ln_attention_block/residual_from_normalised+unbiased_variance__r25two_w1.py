# MISTAKE: The residual adds the normalised h instead of the original x (returns h + attention).
# MISTAKE: The LayerNorm variance is the unbiased one (np.var(..., ddof=1)), dividing by d_model - 1.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)

    def split(y):
        return y.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    h = h + ctx @ w_o
    return h.astype(x.dtype, copy=False)
