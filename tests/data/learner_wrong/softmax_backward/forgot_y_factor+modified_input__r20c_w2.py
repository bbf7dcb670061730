# MISTAKE: (1) forgets the outer multiplication by y: returns grad_y - sum(grad_y * y) instead of y * (grad_y - sum(grad_y * y)); (2) edits grad_y in place (the caller's gradient is overwritten).
import numpy as np

def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shapes")
    grad_y -= np.einsum('...i,...i->...', grad_y, y)[..., None]
    return grad_y
