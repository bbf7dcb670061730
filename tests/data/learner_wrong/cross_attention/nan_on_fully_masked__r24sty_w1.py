# MISTAKE: the softmax is not "safe": for a sentence whose source is all padding every score is -inf, exp(-inf - (-inf)) gives NaN, and the weights and the output row come out NaN instead of zeros.
import numpy as np


def _params(w_q, w_k, w_v, w_o):
    return {"q": np.asarray(w_q), "k": np.asarray(w_k), "v": np.asarray(w_v), "o": np.asarray(w_o)}


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    P = _params(w_q, w_k, w_v, w_o)
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    src = {"q": x_dec, "k": x_enc, "v": x_enc}
    lens = {"q": t_dec, "k": t_enc, "v": t_enc}
    act = {n: (src[n] @ P[n]).reshape(b, lens[n], num_heads, hd).transpose(0, 2, 1, 3) for n in "qkv"}

    scores = act["q"] @ act["k"].transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        scores = np.where(np.asarray(enc_padding_mask)[:, None, None, :], scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)

    ctx = (weights @ act["v"]).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ P["o"]).astype(x_dec.dtype), weights.astype(x_dec.dtype)
