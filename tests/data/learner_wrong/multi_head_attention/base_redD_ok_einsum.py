import numpy as np

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    q = np.einsum("btd,de->bte", x_q, w_q).reshape(b, tq, num_heads, hd)
    k = np.einsum("btd,de->bte", x_kv, w_k).reshape(b, tk, num_heads, hd)
    v = np.einsum("btd,de->bte", x_kv, w_v).reshape(b, tk, num_heads, hd)
    s = np.einsum("bihd,bjhd->bhij", q, k) / np.sqrt(hd)
    s = s.astype(x_q.dtype)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf).astype(s.dtype)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhij,bjhd->bihd", w, v).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_q.dtype), w.astype(x_q.dtype)
