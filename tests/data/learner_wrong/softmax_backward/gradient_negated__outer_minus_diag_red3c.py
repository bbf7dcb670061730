import numpy as np

# wrong: full per-row Jacobian built as y y^T - diag(y) (overall sign flipped)
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    n = y.shape[-1]
    Y = y.reshape(-1, n); G = grad_y.reshape(-1, n)
    out = np.empty_like(Y)
    for r in range(Y.shape[0]):
        J = np.outer(Y[r], Y[r]) - np.diag(Y[r])
        out[r] = J @ G[r]
    return out.reshape(y.shape)
