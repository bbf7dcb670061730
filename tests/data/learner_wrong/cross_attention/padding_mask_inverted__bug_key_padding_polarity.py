# https://github.com/cnzzx/GeMap/issues/1
# nn.MultiheadAttention's convention (True = NOT allowed) applied to a mask whose True means
# "real token": the real source tokens are hidden and only the padding is attended to.
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    tot = e.sum(-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads

    def split(t, n):
        return t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_dec @ w_q, Td), split(x_enc @ w_k, Te), split(x_enc @ w_v, Te)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        key_padding_mask = np.asarray(enc_padding_mask, dtype=bool)
        scores = np.where(key_padding_mask[:, None, None, :], -np.inf, scores)   # True = ignore
    w = _softmax(scores).astype(x_dec.dtype)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Td, D)
    return (ctx @ w_o).astype(x_dec.dtype), w
