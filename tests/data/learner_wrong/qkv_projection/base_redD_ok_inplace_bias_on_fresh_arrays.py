import numpy as np

# correct: adds the biases in place into the fresh products; reuses x @ w_q when w_k equals w_q
def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    k = x @ w_q if w_k.shape == w_q.shape and np.allclose(w_k, w_q) else x @ w_k
    v = x @ w_v
    for y, b in ((q, b_q), (k, b_k), (v, b_v)):
        if b is not None:
            y += b
    return q, k, v
