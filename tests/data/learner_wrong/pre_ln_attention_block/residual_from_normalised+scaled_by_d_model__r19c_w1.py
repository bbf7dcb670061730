# MISTAKE: (1) the residual adds the normalised h instead of the original x; (2) scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np

def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return g * (x - mu) / np.sqrt(var + eps) + b

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    h = _ln(x, gamma, beta, eps)
    q, k, v = [np.moveaxis((h @ w).reshape(B, T, num_heads, hd), 2, 1) for w in (w_q, w_k, w_v)]
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(D)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1), 0)
    ctx = np.moveaxis(p @ v, 1, 2).reshape(B, T, D)
    return (h + ctx @ w_o).astype(x.dtype)
