# class: open files
# expect: runtime_error
def softmax(x, axis=-1):
    keep = [open("f%d.txt" % i, "w") for i in range(1000)]
    return keep
