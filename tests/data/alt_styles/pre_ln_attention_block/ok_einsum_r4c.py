# correct: einsum for the projections and attention, explicit safe softmax
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError(f"d_model {d} not divisible by num_heads {num_heads}")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta

    def heads(t):
        return t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)

    q = heads(np.einsum("bsd,de->bse", h, w_q))
    k = heads(np.einsum("bsd,de->bse", h, w_k))
    v = heads(np.einsum("bsd,de->bse", h, w_v))
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(float(hd))
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
        scores = np.where(allowed, scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", p, v).transpose(0, 2, 1, 3).reshape(b, s, d)
    return (x + ctx @ w_o).astype(x.dtype)
