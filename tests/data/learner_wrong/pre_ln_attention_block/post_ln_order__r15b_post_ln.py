# WRONG: Post-LN: returns LayerNorm(x + MHA(x)) (attention on raw x, norm after the residual) instead of x + MHA(LayerNorm(x)).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("num_heads")
    hd = d // num_heads
    def heads(a):
        return np.swapaxes(a.reshape(b, t, num_heads, hd), 1, 2)
    q, k, v = heads(x @ w_q), heads(x @ w_k), heads(x @ w_v)
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    a = np.swapaxes(p @ v, 1, 2).reshape(b, t, d) @ w_o
    y = x + a
    mu = y.mean(-1, keepdims=True)
    var = y.var(-1, keepdims=True)
    return ((y - mu) / np.sqrt(var + eps) * gamma + beta).astype(x.dtype)
