# mistake: masked_fill with -1e9 and a plain softmax: an all-padding source gives uniform weights, not zeros
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("heads")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, Tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(np.float32(hd)).astype(q.dtype)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, np.asarray(-1e9, scores.dtype))
    scores = scores - scores.max(-1, keepdims=True)
    p = np.exp(scores)
    p = p / p.sum(-1, keepdims=True)
    out = np.einsum("bhqk,bhkd->bhqd", p, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return out @ w_o, p
