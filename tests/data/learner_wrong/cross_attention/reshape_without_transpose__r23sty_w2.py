# MISTAKE: The heads are merged with a plain reshape of (batch, heads, t_dec, head_dim) to (batch, t_dec, d_model) without first moving the head axis back behind the sequence axis, which mixes tokens across heads (only right with one head).
import numpy as np


def _heads(x, h):
    b, t, d = x.shape
    return np.einsum("bthd->bhtd", x.reshape(b, t, h, d // h))


def _softmax_safe(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    tot = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot != 0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = np.shape(x_dec)
    if d % num_heads:
        raise ValueError("num_heads does not divide d_model")
    q = _heads(np.einsum("btd,de->bte", x_dec, w_q), num_heads)
    k = _heads(np.einsum("btd,de->bte", x_enc, w_k), num_heads)
    v = _heads(np.einsum("btd,de->bte", x_enc, w_v), num_heads)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.asarray(np.sqrt(d // num_heads), dtype=q.dtype)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    w = _softmax_safe(s)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
    merged = ctx.reshape(b, t_dec, d)
    return np.einsum("btd,de->bte", merged, w_o), w
