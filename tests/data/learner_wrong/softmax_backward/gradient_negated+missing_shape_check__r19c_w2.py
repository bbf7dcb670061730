# MISTAKE: (1) sign flipped: computes y * (sum(grad_y*y) - grad_y); (2) no shape check, so a broadcastable grad_y of a different shape is accepted instead of ValueError.
import numpy as np

def softmax_backward(y, grad_y):
    inner = np.einsum("...i,...i->...", y, grad_y)[..., None] if y.shape == grad_y.shape else (y * grad_y).sum(-1, keepdims=True)
    return y * (inner - grad_y)
