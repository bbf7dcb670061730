import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    # einsum everywhere: projections, per-head scores, context and output projection.
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    d_model = np.shape(w_q)[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    dt = x_q.dtype

    def heads(t):
        b, s, _ = t.shape
        return np.einsum("bshd->bhsd", t.reshape(b, s, num_heads, hd))

    q = heads(np.einsum("bsd,de->bse", x_q, w_q))
    k = heads(np.einsum("bsd,de->bse", x_kv, w_k))
    v = heads(np.einsum("bsd,de->bse", x_kv, w_v))
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / dt.type(np.sqrt(hd))
    if mask is not None:
        m = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
        s = np.where(m, s, dt.type(-np.inf))
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), dt.type(0), top)
    e = np.exp(s - top)
    z = np.einsum("bhqk->bhq", e)[..., None]
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bqhd", w, v)
    merged = ctx.reshape(ctx.shape[0], ctx.shape[1], d_model)
    out = np.einsum("bqd,de->bqe", merged, w_o)
    return out.astype(dt), w.astype(dt)
