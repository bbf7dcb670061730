# MISTAKE: (1) scales the scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim); (2) the returned weights are averaged over the heads (shape (batch, q_len, k_len)) instead of per head.
import numpy as np

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd)
    s = np.einsum('bqhd,bkhd->bhqk', q, k) / np.sqrt(D)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.divide(p, den, out=np.zeros_like(p), where=den > 0)
    ctx = np.einsum('bhqk,bkhd->bqhd', p, v).reshape(B, Tq, D)
    return (ctx @ w_o).astype(x_q.dtype), p.mean(axis=1).astype(x_q.dtype)
