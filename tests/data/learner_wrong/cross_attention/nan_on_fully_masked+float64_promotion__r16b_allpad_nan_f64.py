# wrong: two mistakes - plain softmax after -inf masking so a source that is all padding gives NaN weights and output, and dividing by np.sqrt(head_dim) (a float64 scalar) turns float32 inputs into float64 weights and output
import numpy as np


def _heads(t, n):
    b, s, d = t.shape
    return np.moveaxis(t.reshape(b, s, n, d // n), 2, 1)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads:
        raise ValueError("bad heads")
    hd = d_model // num_heads
    q = _heads(x_dec @ w_q, num_heads)
    k = _heads(x_enc @ w_k, num_heads)
    v = _heads(x_enc @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -2, -1) / np.sqrt(hd)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    ctx = np.moveaxis(w @ v, 1, 2).reshape(x_dec.shape[0], x_dec.shape[1], d_model)
    return ctx @ w_o, w
