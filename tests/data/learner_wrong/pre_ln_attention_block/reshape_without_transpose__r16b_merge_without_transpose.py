# wrong: heads merged by reshaping (batch, heads, seq, head_dim) straight to (batch, seq, d_model) without transposing back to (batch, seq, heads, head_dim) first; everything else correct
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model % num_heads")
    hd = D // num_heads
    mean = np.mean(x, -1, keepdims=True)
    var = np.mean(np.square(x - mean), -1, keepdims=True)
    h = (x - mean) / np.sqrt(var + eps) * gamma + beta
    heads = lambda t: np.moveaxis(t.reshape(B, T, num_heads, hd), -2, 1)
    q, k, v = heads(h @ w_q), heads(h @ w_k), heads(h @ w_v)
    s = np.einsum('bhqd,bhkd->bhqk', q, k) / x.dtype.type(np.sqrt(hd))
    allowed = np.ones_like(s, dtype=bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(allowed, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.where(allowed, np.exp(s - mx), 0)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    ctx = np.einsum('bhqk,bhkd->bhqd', p, v).reshape(B, T, D)
    return (x + ctx @ w_o).astype(x.dtype)
