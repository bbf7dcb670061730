# MISTAKE: only the queries come from the normalised h; keys and values are projected from the raw x (x @ w_k, x @ w_v).
# MISTAKE: the softmax subtracts the row max without a guard, so a fully masked query row gives NaN instead of a zero attention output.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    n_b, n_t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    dh = d // num_heads
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(np.square(x - mu), axis=-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta

    def heads(z):
        return np.transpose(z.reshape(n_b, n_t, num_heads, dh), (0, 2, 1, 3))

    Q = heads(h @ w_q)
    K = heads(x @ w_k)
    V = heads(x @ w_v)
    S = np.einsum("bhid,bhjd->bhij", Q, K) / np.sqrt(float(dh))
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    A = np.einsum("bhij,bhjd->bhid", P, V)
    A = np.transpose(A, (0, 2, 1, 3)).reshape(n_b, n_t, d)
    return (x + A @ w_o).astype(x.dtype)
