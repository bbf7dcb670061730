# MISTAKE: (1) scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim); (2) forgets the output projection w_o (returns the merged heads directly).
import numpy as np

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, _ = x_q.shape
    Tk = x_kv.shape[1]
    D = w_q.shape[1]
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(D)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    ctx = np.einsum("bhij,bhjd->bhid", p, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return ctx.astype(x_q.dtype), p.astype(x_q.dtype)
